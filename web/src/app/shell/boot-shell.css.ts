import { globalStyle } from "@vanilla-extract/css";
import { media } from "../../styles/breakpoints";
import { headerBar, headerControlHeight, page } from "./app-layout.css";

// The boot shell is written into index.html, which cannot know vanilla-extract's hashed class names: these rules
// take fixed ones. They ship in the entry's stylesheet, which the page loads before its first paint anyway.
globalStyle(".boot-shell", page);
globalStyle(".boot-shell > header", headerBar);
// Where the phone menu button will be (an IconButton of size md: 40 px), so the logo does not move when it comes.
// From the first breakpoint on there is no button: the placeholder keeps only its height (that of the search bar
// and the header's other buttons) and takes back the gap after it.
globalStyle(".boot-shell-button", {
  width: headerControlHeight,
  height: headerControlHeight,
  flexShrink: 0,
  "@media": { [media.sm]: { width: 0, marginRight: `calc(-1 * ${headerBar.gap})` } },
});
globalStyle(".boot-shell-busy", { display: "flex", justifyContent: "center", padding: "2rem" });
