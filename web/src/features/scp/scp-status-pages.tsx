import { pathTo } from "@catalogue/core/access";
import { useNavigate } from "react-router-dom";
import { forgetProfile } from "../../lib/session";
import { ScpStatusView } from "./scp-status-view";

/** Core spec 2.1 `scpRegistrationWaitingRoom`: "check again" reloads the profile; the guard lets an approved partner in. */
export function ScpWaitingRoomPage() {
  const navigate = useNavigate();
  return (
    <ScpStatusView
      status="waiting"
      onCheckAgain={() => {
        // The guard must decide on the saved profile: the cached one goes before the navigation.
        void forgetProfile().then(() => navigate(pathTo("finder")));
      }}
    />
  );
}

/** Core spec 2.1 `scpRegistrationRejected`: the request was declined. */
export function ScpRejectedPage() {
  return <ScpStatusView status="rejected" />;
}
