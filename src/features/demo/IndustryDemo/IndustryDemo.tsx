import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { DemoData } from '../../../../schemas/routes.ts';
import { CallScreen } from '../CallMe/CallScreen.tsx';
import { CompletionScreen } from '../CompletionScreen.tsx';
import { DetailsForm } from '../DetailsForm/DetailsForm.tsx';
import { MicCheck } from '../Devices/MicCheck.tsx';
import { ForgetDetails } from '../ForgetDetails.tsx';
import { LanguagePicker } from '../LanguagePicker.tsx';
import { PostCallPanel } from '../PostCall/index.ts';
import { BusyNotice } from '../BusyNotice.tsx';
import { QueuedNotice } from '../QueuedNotice.tsx';
import { ScreenTextsProvider } from '../screenTexts.ts';
import { VoiceStoreProvider } from '../voice/useVoice.ts';
import { useDemoFlow } from './useDemoFlow.ts';
import { useStageFocus } from './useStageFocus.ts';
import { VoiceSessionSlot } from './VoiceSessionSlot.tsx';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid/index.ts';

/**
 * One engine for every voice flow: details form → session screen → completion, all from YAML. The
 * session screen comes with the SDK in the session chunk (VoiceSessionSlot), loaded on first interaction.
 */
export function IndustryDemo({ data }: { data: Pick<DemoData, 'demo' | 'slug'> }) {
  const flow = useDemoFlow(data);
  const { demo, state } = flow;
  const rootRef = useStageFocus<HTMLDivElement>(state.stage);
  // Beside the phone call's screen and the completion screen alike.
  const postCall = { texts: demo.session.postCall, order: 2 as const, books: demo.books === true };
  return (
    <VoiceStoreProvider value={flow.voice}>
      <ScreenTextsProvider value={demo.texts}>
        <Container size="lg" py={{ base: 32, md: 64 }} px={{ base: 'md', sm: 'lg' }} ref={rootRef}>
          <Stack gap="xl">
            <Stack gap="sm" maw={760}>
              <Title order={1}>{demo.heading}</Title>
              <Text fz="lg" c="dark.4">
                {demo.intro}
              </Text>
              <LanguagePicker languages={demo.session.languages} value={flow.language} onChange={flow.setLanguage} />
            </Stack>
            {state.stage === 'form' && (
              <DetailsForm
                demo={demo}
                details={flow.details}
                pending={state.pending}
                micBlocked={state.micBlocked}
                onTypeInstead={() => flow.startCall(true)}
                callMe={flow.callMe}
              />
            )}
            {state.stage === 'phone' && flow.callMe?.call && (
              <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <CallScreen texts={demo.session.callMe.screen} call={flow.callMe.call} onClose={flow.closePhoneCall} />
                {flow.callMe.call.status.reason === 'completed' && (
                  <PostCallPanel {...postCall} onTalkAgain={flow.closePhoneCall} />
                )}
              </ResponsiveGrid>
            )}
            {/* Flows that start the call from the form stay on it when every agent is busy. */}
            {state.stage === 'form' && <QueuedNotice texts={demo.session.call} />}
            {state.stage === 'form' && <BusyNotice texts={demo.session.call} onRetry={() => flow.startCall(false)} />}
            {state.stage === 'form' && !state.micBlocked && (
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                <MicCheck texts={demo.session.devices} autoStart={!state.hasConnected} />
              </Paper>
            )}
            {/* Always at this position: the SDK's provider inside must outlive the stages (see the slot). */}
            <VoiceSessionSlot
              store={flow.voice}
              screen={
                state.stage === 'session'
                  ? {
                      demo,
                      details: flow.details.form.getValues(),
                      micBlocked: state.micBlocked,
                      afterCall: state.outcome !== null,
                      onStart: flow.startCall,
                      onEnd: flow.endCall,
                      onCancel: flow.cancelCall,
                      onBackToForm: flow.backToForm,
                      onLeave: flow.leave,
                    }
                  : null
              }
            />
            {state.stage === 'complete' && demo.completion && (
              <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <CompletionScreen completion={demo.completion} />
                <PostCallPanel {...postCall} onTalkAgain={flow.talkAgain} />
              </ResponsiveGrid>
            )}
            {demo.storage !== 'memory' && <ForgetDetails onForget={flow.forgetDetails} />}
          </Stack>
        </Container>
      </ScreenTextsProvider>
    </VoiceStoreProvider>
  );
}
