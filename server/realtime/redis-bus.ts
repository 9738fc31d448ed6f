import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ListenerRegistry, type RealtimeBus, type ReceivedDelivery } from './realtime-bus.ts';

/**
 * The bus across instances: Redis pub/sub. An instance subscribes to a channel while at least
 * one of its sockets listens on it, and publishes everything through Redis, its own sockets
 * included, so every listener sees events in the one order Redis gives them.
 */
export function createRedisBus({ publisher, subscriber, logger }: { publisher: Redis; subscriber: Redis; logger: Logger }): RealtimeBus {
  const registry = new ListenerRegistry();

  subscriber.on('message', (channel: string, payload: string) => {
    let delivery: ReceivedDelivery;
    try {
      delivery = JSON.parse(payload) as ReceivedDelivery;
    } catch (error) {
      logger.warn({ err: error, channel }, 'dropped an unreadable real-time payload');
      return;
    }
    registry.deliver(channel, delivery);
  });

  const logFailure = (action: string, channel: string) => (error: unknown) =>
    logger.error({ err: error, channel }, `Redis ${action} failed`);

  return {
    publish(to, { event, ...routing }) {
      const payload = JSON.stringify({ ...routing, eventJson: JSON.stringify(event) } satisfies ReceivedDelivery);
      for (const channel of to) publisher.publish(channel, payload).catch(logFailure('publish', channel));
    },
    subscribe(channel, listener) {
      if (registry.add(channel, listener)) subscriber.subscribe(channel).catch(logFailure('subscribe', channel));
      return () => {
        if (registry.remove(channel, listener)) subscriber.unsubscribe(channel).catch(logFailure('unsubscribe', channel));
      };
    },
    async close() {
      registry.clear();
    },
  };
}
