// @vitest-environment jsdom
// The call screen's states: one line each in a polite live region, the reason once ended, and a way out.
import { describe, expect, it, vi } from 'vitest';
import { CallMeSchema } from '../../../../../../schemas/call-me.ts';
import type { PhoneCallStatus } from '../../../../../../src/features/demo/CallMe/callMeApi.ts';
import { CallScreen, callStateText } from '../../../../../../src/features/demo/CallMe/CallScreen.tsx';
import { renderWithProviders, screen } from '../../../../render.tsx';

const texts = CallMeSchema.parse({ enabled: true }).screen;
const call = (status: Omit<PhoneCallStatus, 'conversationId'>, lost = false) => ({
  callId: 'call_1',
  status: { conversationId: 'conv_1', ...status },
  lost,
});

describe('CallScreen', () => {
  it.each([
    [{ state: 'placing' }, texts.placing],
    [{ state: 'ringing' }, texts.ringing],
    [{ state: 'in-progress' }, texts.inProgress],
    [{ state: 'ended', reason: 'completed' }, `${texts.ended} ${texts.completed}`],
    [{ state: 'ended', reason: 'no-answer' }, `${texts.ended} ${texts.noAnswer}`],
    [{ state: 'ended', reason: 'busy' }, `${texts.ended} ${texts.busy}`],
    [{ state: 'ended', reason: 'declined' }, `${texts.ended} ${texts.declined}`],
    [{ state: 'ended', reason: 'failed' }, `${texts.ended} ${texts.failed}`],
  ] as const)('words %o as %j', (status, line) => {
    expect(callStateText(texts, { conversationId: 'conv_1', ...status })).toBe(line);
  });

  it('announces the state politely and offers Stop waiting only before the call is answered', async () => {
    const onClose = vi.fn();
    const view = await renderWithProviders(
      <CallScreen texts={texts} call={call({ state: 'ringing' })} onClose={onClose} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(texts.ringing);
    expect(screen.getByRole('heading', { level: 2, name: texts.title })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: texts.stopWaiting }));
    expect(onClose).toHaveBeenCalledOnce();

    view.unmount();

    const live = await renderWithProviders(
      <CallScreen texts={texts} call={call({ state: 'in-progress' }, true)} onClose={onClose} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(texts.inProgress);
    expect(screen.getByText(texts.lost)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    live.unmount();

    await renderWithProviders(
      <CallScreen texts={texts} call={call({ state: 'ended', reason: 'declined' })} onClose={onClose} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(texts.declined);
    expect(screen.getByRole('button', { name: texts.backToForm })).toBeInTheDocument();
  });
});
