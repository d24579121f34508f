// The notifications feature's public file. The bell is exported as a loader: the header loads it after its frame.
export const loadNotificationBell = async () => (await import("./notification-bell")).NotificationBell;
