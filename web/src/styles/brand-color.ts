/** The brand colour of the light theme; also the installed app's theme colour and icon background. */
export const BRAND_COLOR = "#0b5ea8";
