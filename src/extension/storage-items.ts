import { storage } from 'wxt/utils/storage';
import type { MemberProfile } from '../contracts/member';

/** The session the background worker keeps: the access token never leaves the background. */
export interface ExtensionSession {
  token: string;
  user: MemberProfile;
  /** Epoch ms of the hand-over. */
  receivedAt: number;
}

export const sessionItem = storage.defineItem<ExtensionSession | null>('local:session', {
  fallback: null,
  version: 1,
});

/** How many messages the background dropped because of who sent them or what they held. */
export const droppedMessagesItem = storage.defineItem<number>('local:droppedMessages', {
  fallback: 0,
  version: 1,
});
