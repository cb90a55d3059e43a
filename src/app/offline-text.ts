/** What the shop says when it has no network (docs/shop-rules.md, Offline); the words are messages/'s. */
export * as offlineText from 'virtual:lumina-messages/offline';
