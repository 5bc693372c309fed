import type { SvgIconProps } from '@mui/material/SvgIcon';
import AutoAwesomeRounded from './material/AutoAwesomeRounded';
import CalendarMonthRounded from './material/CalendarMonthRounded';
import CenterFocusStrongRounded from './material/CenterFocusStrongRounded';
import CoffeeRounded from './material/CoffeeRounded';
import ExploreRounded from './material/ExploreRounded';
import GroupsRounded from './material/GroupsRounded';
import Instagram from './material/Instagram';
import LinkedIn from './material/LinkedIn';
import MailRounded from './material/MailRounded';
import PaletteRounded from './material/PaletteRounded';
import PlaceRounded from './material/PlaceRounded';
import RocketLaunchRounded from './material/RocketLaunchRounded';
import TranslateRounded from './material/TranslateRounded';
import TrendingUpRounded from './material/TrendingUpRounded';
import VisibilityOffRounded from './material/VisibilityOffRounded';
import Diversity3Rounded from './material/Diversity3Rounded';
import type { ComponentType } from 'react';
import type { IconName } from '../../content/types';

/**
 * The icon for each name the content may use. One family (Material Icons, rounded theme); the two
 * brand marks are the brands' own shapes, since brands must look like themselves. The drawings in
 * material/ are Google's (Apache License 2.0), copied as `@mui/icons-material` (MIT) ships them.
 * Exported for the catalogue, which names each icon's drawing.
 */
export const icons: Record<IconName, ComponentType<SvgIconProps>> = {
  rocket: RocketLaunchRounded,
  growth: TrendingUpRounded,
  team: GroupsRounded,
  strategy: ExploreRounded,
  ai: AutoAwesomeRounded,
  leadership: Diversity3Rounded,
  palette: PaletteRounded,
  coffee: CoffeeRounded,
  stealth: VisibilityOffRounded,
  linkedin: LinkedIn,
  instagram: Instagram,
  email: MailRounded,
  location: PlaceRounded,
  language: TranslateRounded,
  focus: CenterFocusStrongRounded,
  calendar: CalendarMonthRounded,
};

/** Every icon name the content may use, in the order of the map above. */
export const iconNames = Object.keys(icons) as IconName[];

/** A decorative icon by content name; hidden from screen readers, the text beside it says it all. */
export function ContentIcon({
  name,
  ...props
}: {
  /** Which icon, by the name the content uses. */
  name: IconName;
} & Omit<SvgIconProps, 'name'>) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
