/** How a chat is open: `chat` to take part, `admin-view` (`/viewChat/{id}`) to read it only. */
export type ChatMode = 'chat' | 'admin-view';
