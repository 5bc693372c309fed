import IconButton from '@mui/material/IconButton';
import { styled, useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { content } from '../../content';
import { colorSchemeAttribute } from '../../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * Both states are in the markup and CSS shows the one that matches the active scheme, so the
 * prerendered HTML is right in light and dark before any JavaScript runs (no flash, no mismatch).
 */
const ShowInLight = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  ...theme.applyStyles('dark', { display: 'none' }),
}));
const ShowInDark = styled('span')(({ theme }) => ({
  display: 'none',
  ...theme.applyStyles('dark', { display: 'inline-flex' }),
}));

function activeScheme(mode: string | undefined, systemMode: string | undefined): 'light' | 'dark' {
  const resolved = mode === 'system' ? systemMode : mode;
  if (resolved === 'light' || resolved === 'dark') return resolved;
  return document.documentElement.getAttribute(colorSchemeAttribute) === 'dark' ? 'dark' : 'light';
}

export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const labels = content.chrome.themeToggle;
  return (
    <IconButton
      color="inherit"
      onClick={() => {
        setMode(activeScheme(mode, systemMode) === 'dark' ? 'light' : 'dark');
      }}
    >
      <ShowInLight>
        <DarkModeOutlined aria-hidden />
        <VisuallyHidden>{labels.toDark}</VisuallyHidden>
      </ShowInLight>
      <ShowInDark>
        <LightModeOutlined aria-hidden />
        <VisuallyHidden>{labels.toLight}</VisuallyHidden>
      </ShowInDark>
    </IconButton>
  );
}
