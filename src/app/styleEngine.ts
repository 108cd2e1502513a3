/**
 * MUI's style engine as a start-up step of its own (src/app/main.tsx), before the theme and MUI's
 * components (App): emotion, @mui/system and MUI's default theme, which every MUI component module
 * builds on as it is evaluated. Evaluated with them, it would make one long task on a 4× slower CPU,
 * of which it is the larger share.
 */
export { styled } from '@mui/material/styles';
