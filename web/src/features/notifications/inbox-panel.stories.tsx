import type { Notification } from "@catalogue/core/model";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { InboxPanel, type InboxPanelProps } from "./inbox-panel";
import { fixtureNotifications, pagesOf } from "./notifications-fixtures";

/** Clicks mark read and "mark all" works, as in the header. */
function Interactive(props: InboxPanelProps) {
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(props.allRead);
  return (
    <div style={{ position: "relative", height: 600, display: "flex", justifyContent: "flex-end" }}>
      <InboxPanel
        {...props}
        readIds={readIds}
        allRead={allRead}
        hasUnread={props.hasUnread && !allRead}
        onOpen={(notification) => setReadIds((ids) => new Set([...ids, notification.id]))}
        onMarkAllRead={() => setAllRead(true)}
      />
    </div>
  );
}

const never = () => new Promise<Notification[]>(() => undefined);
const failing = () => Promise.reject(new Error("offline"));

/**
 * The notifications panel under the bell.
 *
 * **Do:** let the user mark all as read at once.
 *
 * **Don't:** hide a failed load behind an empty inbox.
 */
const meta = {
  component: InboxPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    id: "inbox",
    loadPage: pagesOf(fixtureNotifications(25, 4)),
    readIds: new Set(),
    allRead: false,
    hasUnread: true,
    markingAll: false,
    onOpen: () => undefined,
    onMarkAllRead: () => undefined,
    onClose: () => undefined,
    timeZone: "Europe/Berlin",
  },
} satisfies Meta<typeof InboxPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 25 notifications, 4 unread: scrolling loads them ten at a time. */
export const WithNotifications: Story = {};
export const AllRead: Story = { args: { loadPage: pagesOf(fixtureNotifications(6, 0)), hasUnread: false } };
export const Empty: Story = { args: { loadPage: pagesOf([]), hasUnread: false } };
export const Loading: Story = { args: { loadPage: never } };
/** Two retries, then the retry button of the infinite scroll. */
export const LoadFailed: Story = { args: { loadPage: failing, hasUnread: false } };
export const MarkingAll: Story = { args: { markingAll: true } };
