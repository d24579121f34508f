import { useEffect, useState } from "react";
import { fetchHealth } from "../../lib/health";
import { type HealthState, HomeView } from "./home-view";

export function HomePage() {
  const [health, setHealth] = useState<HealthState>({ kind: "loading" });
  useEffect(() => {
    let live = true;
    fetchHealth().then(
      (h) => live && setHealth({ kind: "ready", version: h.version }),
      () => live && setHealth({ kind: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return <HomeView health={health} />;
}
