// Every icon the portal shows, from one set (lucide). Named imports keep only these icons in the
// bundle; the Record type makes a new manifest IconKey without an icon here a type error.
import {
  AtSign,
  Award,
  BookOpen,
  Briefcase,
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  CircleCheck,
  CircleExclamationPoint,
  ClipboardCheck,
  Download,
  FileText,
  FlaskConical,
  Globe,
  GraduationCap,
  House,
  Info,
  Library,
  Link,
  List,
  Mail,
  MessageSquare,
  Monitor,
  Phone,
  Printer,
  Radio,
  Search,
  Settings,
  Share2,
  SquarePen,
  Trash,
  TrendingUp,
  TriangleExclamationPoint,
  Tv,
  Upload,
  User,
  Users,
  Wallet,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { IconKey } from '../../schema/vocabulary.ts';

/** Icons used by the UI kit itself, beyond the manifest's menu icons. */
const uiOnlyIcons = {
  // lucide 1.x dropped brand logos (trademarks), so social links use generic glyphs.
  share: Share2,
  'at-sign': AtSign,
  print: Printer,
  close: X,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  'circle-alert': CircleExclamationPoint,
  'triangle-alert': TriangleExclamationPoint,
} satisfies Record<string, LucideIcon>;

export type UiIconKey = IconKey | keyof typeof uiOnlyIcons;

export const icons: Record<UiIconKey, LucideIcon> = {
  home: House,
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  flask: FlaskConical,
  briefcase: Briefcase,
  'trending-up': TrendingUp,
  printer: Printer,
  users: Users,
  user: User,
  calendar: Calendar,
  wallet: Wallet,
  settings: Settings,
  download: Download,
  upload: Upload,
  search: Search,
  edit: SquarePen,
  delete: Trash,
  envelope: Mail,
  phone: Phone,
  globe: Globe,
  library: Library,
  'clipboard-check': ClipboardCheck,
  award: Award,
  'file-text': FileText,
  monitor: Monitor,
  radio: Radio,
  tv: Tv,
  link: Link,
  list: List,
  info: Info,
  'bar-chart': ChartColumn,
  'message-square': MessageSquare,
  wrench: Wrench,
  ...uiOnlyIcons,
};

export interface IconProps {
  name: UiIconKey;
  /** Pixels; defaults to 1.25em of the surrounding text via CSS. */
  size?: number | string;
  /** Gives the icon a name for screen readers; without it the icon is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = '1.25em', label, className }: IconProps) {
  const Glyph = icons[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <Glyph size={size} className={['ui-icon', className].filter(Boolean).join(' ')} strokeWidth={2} {...a11y} />;
}
