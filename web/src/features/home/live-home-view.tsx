import { HomeView } from "./home-view";
import { useHealth } from "./use-health";

/** The finder's heading with the server's version, read through the server-state layer. */
export default function LiveHomeView() {
  return <HomeView health={useHealth()} />;
}
