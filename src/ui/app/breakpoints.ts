/** Breakpoints: lg is the spec's 1140 px wide layout; md the tablet width (MUI's theme uses the same values). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 768, lg: 1140, xl: 1440 };
