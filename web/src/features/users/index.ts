// The users feature's public file. Its screens are exported as loaders, so each stays a chunk of its own.
export const loadUsersPage = async () => (await import("./users-page")).UsersPage;
export const loadEditUserPage = async () => (await import("./edit-user-page")).EditUserPage;
export const loadEditScpUserPage = async () => (await import("./edit-scp-user-page")).EditScpUserPage;
