import type { HealthResponse } from "@catalogue/core/api";
import { Box, Text } from "ink";
import type { ReactElement } from "react";

interface HealthReportProps {
  readonly url: string;
  readonly health: HealthResponse;
  readonly colour: boolean;
}

/** What `catalogue health` shows a person. */
export function HealthReport({ url, health, colour }: HealthReportProps): ReactElement {
  const refused = health.storage && !health.storage.writable ? health.storage.reason : undefined;
  return (
    <Box flexDirection="column">
      <Box>
        <Text color={colour ? "green" : undefined}>✔ </Text>
        <Text>
          {url} is up, version <Text bold={colour}>{health.version}</Text>
        </Text>
      </Box>
      {refused && (
        <Box>
          <Text color={colour ? "yellow" : undefined}>! </Text>
          <Text>the database refuses changes ({refused}); reads go on</Text>
        </Box>
      )}
    </Box>
  );
}

/** The report as an element, for callers without JSX. */
export const healthReport = (props: HealthReportProps): ReactElement => <HealthReport {...props} />;
