/**
 * Icon names an author may use in YAML. Each maps to a Tabler icon in
 * `src/components/icons.ts`; the TypeScript map there must cover this list, so a
 * name here can never render as nothing.
 */
export const ICON_NAMES = [
  'phone', 'phone-call', 'phone-incoming', 'headset', 'microphone', 'message-circle', 'messages',
  'calendar', 'calendar-event', 'clock', 'clock-24', 'bolt', 'rocket', 'shield-check', 'lock',
  'certificate', 'world', 'language', 'building-store', 'tools-kitchen-2', 'car', 'stethoscope',
  'heart-rate-monitor', 'home', 'building-estate', 'shopping-cart', 'shopping-bag', 'receipt', 'truck',
  'truck-delivery', 'package', 'map-pin', 'plane', 'luggage', 'bed', 'antenna', 'wifi', 'router', 'tool',
  'hammer', 'bulb', 'users', 'user', 'user-check', 'chart-bar', 'chart-line', 'trending-up', 'database',
  'plug', 'plug-connected', 'arrows-shuffle', 'route', 'file-text', 'clipboard-list', 'checklist',
  'adjustments', 'settings', 'brain', 'robot', 'sparkles', 'star', 'thumb-up', 'coin', 'currency-dollar',
  'report-money', 'cash', 'moon', 'sun', 'alarm', 'bell', 'target', 'heart', 'flag', 'award', 'school',
  'lifebuoy', 'pill', 'ambulance', 'file-certificate', 'id', 'credit-card', 'discount', 'zoom-question',
  'help', 'message-chatbot', 'api', 'link', 'device-mobile', 'mail',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
