import type { SvgIconProps } from '@mui/material/SvgIcon';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import CenterFocusStrongRounded from '@mui/icons-material/CenterFocusStrongRounded';
import CoffeeRounded from '@mui/icons-material/CoffeeRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import MailRounded from '@mui/icons-material/MailRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Diversity3Rounded from '@mui/icons-material/Diversity3Rounded';
import type { ComponentType } from 'react';
import type { IconName } from '../content/types';

/**
 * The icon for each name the content may use. One family (Material Symbols, rounded); the two
 * brand marks are the only filled shapes, since brands must look like themselves.
 */
const icons: Record<IconName, ComponentType<SvgIconProps>> = {
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
} & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
