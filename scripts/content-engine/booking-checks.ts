import type { Problem } from './problem.ts';
import type { Found, LoadedContent } from './types.ts';

/**
 * A flow whose agent books meetings (`agent.booking: true`) needs site.yaml's `booking` block: without
 * the event type the function has nothing to book on, and every call would only apologise.
 */
export function bookingProblems(
  content: LoadedContent,
  position: (found: Found) => Omit<Problem, 'message'>,
): Problem[] {
  if (!content.site || content.site.data.booking) return [];
  return [...content.industries, ...content.demos].flatMap((source) =>
    source.data.demo.agent?.booking
      ? [
          {
            ...position({ source, path: ['demo', 'agent', 'booking'], value: 'true' }),
            message:
              'This agent books meetings, but site.yaml has no booking block: add booking with your Cal.com eventTypeId (DEPLOY.md, "Booking in the call"), or set booking: false',
          },
        ]
      : [],
  );
}
