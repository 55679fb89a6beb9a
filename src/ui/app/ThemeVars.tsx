import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * The few theme colours that plain CSS modules need (shop cards, rows): repeated list items use CSS modules
 * instead of styled components so hydration does not serialise styles for every card.
 */
export function ThemeVars() {
  return (
    <GlobalStyles
      styles={(theme: Theme) => ({
        ':root': {
          '--g-paper': theme.palette.background.paper,
          '--g-hover': theme.palette.action.hover,
          '--g-divider': theme.palette.divider,
          '--g-text': theme.palette.text.primary,
          '--g-text2': theme.palette.text.secondary,
          '--g-primary': theme.palette.primary.main,
          '--g-error': theme.palette.error.main,
          '--g-shadow': theme.shadows[1],
        },
      })}
    />
  );
}
