import { Navigate, useParams } from "react-router-dom";
import { AvailabilitySettingsPage } from "./availability-settings-page";
import { CountriesPage } from "./countries-page";
import { DatabasePage } from "./database-page";
import { ErrorLogsPage } from "./error-logs-page";
import { ImportsPage } from "./imports-page";
import { StatisticsPage } from "./statistics-page";
import { type SystemTab, systemTabOf, systemTabPath } from "./system-tabs";
import { SystemView } from "./system-view";

const PANELS: Record<SystemTab, () => React.JSX.Element> = {
  imports: ImportsPage,
  database: DatabasePage,
  errors: ErrorLogsPage,
  countries: CountriesPage,
  availability: AvailabilitySettingsPage,
  statistics: StatisticsPage,
};

/** The system route: `/system` and an unknown tab name go to the first tab; each tab loads its own data. */
export function SystemPage() {
  const tab = systemTabOf(useParams().tabName);
  if (tab === null) return <Navigate to={systemTabPath("imports")} replace />;
  const Panel = PANELS[tab];
  return (
    <SystemView tab={tab}>
      <Panel />
    </SystemView>
  );
}
