import {
  IconAdjustments, IconAlarm, IconAmbulance, IconAntenna, IconApi, IconArrowsShuffle, IconAward, IconBed, IconBell,
  IconBolt, IconBrain, IconBuildingEstate, IconBuildingStore, IconBulb, IconCalendar, IconCalendarEvent, IconCar,
  IconCash, IconCertificate, IconChartBar, IconChartLine, IconChecklist, IconClipboardList, IconClock, IconClock24,
  IconCoin, IconCreditCard, IconCurrencyDollar, IconDatabase, IconDeviceMobile, IconDiscount, IconFileCertificate,
  IconFileText, IconFlag, IconHammer, IconHeadset, IconHeart, IconHeartRateMonitor, IconHelp, IconHome, IconId,
  IconLanguage, IconLifebuoy, IconLink, IconLock, IconLuggage, IconMail, IconMapPin, IconMessageChatbot,
  IconMessageCircle, IconMessages, IconMicrophone, IconMoon, IconPackage, IconPhone, IconPhoneCall, IconPhoneIncoming,
  IconPill, IconPlane, IconPlug, IconPlugConnected, IconReceipt, IconReportMoney, IconRobot, IconRocket, IconRoute,
  IconRouter, IconSchool, IconSettings, IconShieldCheck, IconShoppingBag, IconShoppingCart, IconSparkles, IconStar,
  IconStethoscope, IconSun, IconTarget, IconThumbUp, IconTool, IconToolsKitchen2, IconTrendingUp, IconTruck,
  IconTruckDelivery, IconUser, IconUserCheck, IconUsers, IconWifi, IconWorld, IconZoomQuestion, type Icon,
} from '@tabler/icons-react';
import type { IconName } from '../../schemas/icons.ts';

/** Every icon name the schema allows; TypeScript fails here if one is missing. */
export const ICONS: Record<IconName, Icon> = {
  phone: IconPhone, 'phone-call': IconPhoneCall, 'phone-incoming': IconPhoneIncoming, headset: IconHeadset,
  microphone: IconMicrophone, 'message-circle': IconMessageCircle, messages: IconMessages, calendar: IconCalendar,
  'calendar-event': IconCalendarEvent, clock: IconClock, 'clock-24': IconClock24, bolt: IconBolt, rocket: IconRocket,
  'shield-check': IconShieldCheck, lock: IconLock, certificate: IconCertificate, world: IconWorld,
  language: IconLanguage, 'building-store': IconBuildingStore, 'tools-kitchen-2': IconToolsKitchen2, car: IconCar,
  stethoscope: IconStethoscope, 'heart-rate-monitor': IconHeartRateMonitor, home: IconHome,
  'building-estate': IconBuildingEstate, 'shopping-cart': IconShoppingCart, 'shopping-bag': IconShoppingBag,
  receipt: IconReceipt, truck: IconTruck, 'truck-delivery': IconTruckDelivery, package: IconPackage,
  'map-pin': IconMapPin, plane: IconPlane, luggage: IconLuggage, bed: IconBed, antenna: IconAntenna, wifi: IconWifi,
  router: IconRouter, tool: IconTool, hammer: IconHammer, bulb: IconBulb, users: IconUsers, user: IconUser,
  'user-check': IconUserCheck, 'chart-bar': IconChartBar, 'chart-line': IconChartLine, 'trending-up': IconTrendingUp,
  database: IconDatabase, plug: IconPlug, 'plug-connected': IconPlugConnected, 'arrows-shuffle': IconArrowsShuffle,
  route: IconRoute, 'file-text': IconFileText, 'clipboard-list': IconClipboardList, checklist: IconChecklist,
  adjustments: IconAdjustments, settings: IconSettings, brain: IconBrain, robot: IconRobot, sparkles: IconSparkles,
  star: IconStar, 'thumb-up': IconThumbUp, coin: IconCoin, 'currency-dollar': IconCurrencyDollar,
  'report-money': IconReportMoney, cash: IconCash, moon: IconMoon, sun: IconSun, alarm: IconAlarm, bell: IconBell,
  target: IconTarget, heart: IconHeart, flag: IconFlag, award: IconAward, school: IconSchool, lifebuoy: IconLifebuoy,
  pill: IconPill, ambulance: IconAmbulance, 'file-certificate': IconFileCertificate, id: IconId,
  'credit-card': IconCreditCard, discount: IconDiscount, 'zoom-question': IconZoomQuestion, help: IconHelp,
  'message-chatbot': IconMessageChatbot, api: IconApi, link: IconLink, 'device-mobile': IconDeviceMobile, mail: IconMail,
};
