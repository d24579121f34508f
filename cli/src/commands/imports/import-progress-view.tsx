import type { ImportRecord } from "@catalogue/core/model";
import { Box, Text } from "ink";
import type { ReactElement } from "react";
import { duration } from "../../runtime/format";
import { type ImportProgress, isActive, isFailed, progressOf, rateText, rowsText } from "./import-progress";

interface ImportProgressViewProps {
  readonly records: readonly ImportRecord[];
  /** The moment the view shows (elapsed times of running imports count to it). */
  readonly now: number;
  readonly colour: boolean;
  /** Shown under the table while the view is live. */
  readonly footer?: string;
}

const WIDTH = { table: 18, status: 13, rows: 22, rate: 14 };

function statusColour(progress: ImportProgress): string | undefined {
  if (isFailed(progress.status)) return "red";
  if (progress.status === "WARNING" || progress.status === "IMPORTANT") return "yellow";
  if (progress.status === "SUCCESS") return "green";
  return "cyan";
}

/** A bar of `width` cells for done of total. */
function bar(progress: ImportProgress, width = 12): string {
  if (!progress.rowsTotal) return " ".repeat(width);
  const filled = Math.round(((progress.rowsDone ?? 0) / progress.rowsTotal) * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
}

/** The live view of `imports watch` and `imports run`: one row per table, as a person follows a run. */
export function ImportProgressView({ records, now, colour, footer }: ImportProgressViewProps): ReactElement {
  const rows = records.map((record) => progressOf(record, now));
  const running = records.some((record) => isActive(record.status));
  return (
    <Box flexDirection="column">
      <Box>
        <Box width={WIDTH.table}>
          <Text bold={colour}>TABLE</Text>
        </Box>
        <Box width={WIDTH.status}>
          <Text bold={colour}>STATUS</Text>
        </Box>
        <Box width={WIDTH.rows + 13}>
          <Text bold={colour}>ROWS</Text>
        </Box>
        <Box width={WIDTH.rate}>
          <Text bold={colour}>RATE</Text>
        </Box>
        <Text bold={colour}>ELAPSED</Text>
      </Box>
      {rows.map((progress) => (
        <Box key={progress.id}>
          <Box width={WIDTH.table}>
            <Text>{progress.table}</Text>
          </Box>
          <Box width={WIDTH.status}>
            <Text color={colour ? statusColour(progress) : undefined}>{progress.status}</Text>
          </Box>
          <Box width={13}>
            <Text color={colour ? "cyan" : undefined}>{bar(progress)}</Text>
          </Box>
          <Box width={WIDTH.rows}>
            <Text>{rowsText(progress)}</Text>
          </Box>
          <Box width={WIDTH.rate}>
            <Text>{rateText(progress)}</Text>
          </Box>
          <Text>{duration(progress.elapsedMs)}</Text>
        </Box>
      ))}
      {running && footer ? <Text dimColor={colour}>{footer}</Text> : null}
    </Box>
  );
}

/** The view as an element, for callers without JSX. */
export const importProgressView = (props: ImportProgressViewProps): ReactElement => (
  <ImportProgressView {...props} />
);
