import { createContext, type ReactNode, useContext } from 'react';
import type { ChatAdapter } from './chat.ts';

const ChatAdapterContext = createContext<ChatAdapter | null>(null);

export function ChatAdapterProvider({ adapter, children }: { adapter: ChatAdapter; children: ReactNode }) {
  return <ChatAdapterContext value={adapter}>{children}</ChatAdapterContext>;
}

export function useChatAdapter(): ChatAdapter | null {
  return useContext(ChatAdapterContext);
}
