// npm run abuse: erasure by the number written another way than Call me was asked for it. The national
// form of an international number must find the call rows, the session and its conversation at the
// simulated ElevenLabs, and a second run must find nothing.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { LOCAL_SECRET_KEY, localElevenLabsApiUrl } from '../../local-stack/index.ts';
import { elevenLabsConversations, forgetPerson, parsePerson, restRows } from '../../ops/leads/forget.ts';
import { dayAndNight } from './call-me-numbers.ts';
import type { Check } from './scenarios.ts';

/** Erasure by the national form of a number Call me was asked for in international form. */
export async function erasureByAnotherForm(base: string, phone: string): Promise<Check> {
  const day = dayAndNight(Date.now()).day!;
  const national = parsePhoneNumberFromString(phone)!.formatNational();
  const rows = restRows(base, LOCAL_SECRET_KEY);
  const conversations = elevenLabsConversations('local-simulator', localElevenLabsApiUrl(base));
  const person = parsePerson(national, day)!;
  const listed = (await forgetPerson(rows, conversations, person, true)).lines.join('\n');
  const done = await forgetPerson(rows, conversations, person, false);
  const after = (await forgetPerson(rows, conversations, parsePerson(phone)!, true)).lines.join('\n');
  const ok = /Call me call/.test(listed) && /voice session/.test(listed) && done.ok && /nothing stored/.test(after);
  return {
    name: `erasure: forget ${national} after a call asked for as ${phone}`,
    expected: 'the call rows, the session and its conversation found and removed; a rerun finds nothing',
    got: `${done.ok ? 'removed' : 'kept'}: ${done.lines.length - 1} line(s); rerun: ${after.trim()}`,
    ok,
  };
}
