import { describe, expect, it } from 'vitest';
import { createInProcessPresence } from './presence.ts';
import { channels, createInProcessBus, type ReceivedDelivery } from './realtime-bus.ts';

describe('the in-process bus', () => {
  it('delivers to the listeners of a channel until they unsubscribe, serializing once', async () => {
    const bus = createInProcessBus();
    const received: ReceivedDelivery[] = [];
    const other: ReceivedDelivery[] = [];
    const unsubscribe = bus.subscribe(channels.user('ana'), (delivery) => received.push(delivery));
    bus.subscribe(channels.user('ben'), (delivery) => other.push(delivery));
    bus.publish([channels.user('ana')], { event: { type: 'pong' }, exceptConnectionId: 'tab-1' });
    expect(received).toEqual([{ eventJson: '{"type":"pong"}', exceptConnectionId: 'tab-1' }]);
    unsubscribe();
    bus.publish([channels.user('ana')], { event: { type: 'pong' } });
    expect(received).toHaveLength(1);
    expect(other).toEqual([]);
  });
});

describe('in-process presence', () => {
  it('reports the transitions: first tab online, last tab offline', async () => {
    const presence = createInProcessPresence();
    expect(await presence.connected('ana', 'tab-1')).toBe(true);
    expect(await presence.connected('ana', 'tab-2')).toBe(false);
    expect(await presence.onlineAmong(['ana', 'ben'])).toEqual(new Set(['ana']));
    expect(await presence.disconnected('ana', 'tab-1')).toBe(false);
    expect(await presence.disconnected('ana', 'tab-2')).toBe(true);
    expect(await presence.disconnected('ana', 'tab-2')).toBe(false);
    expect(await presence.onlineAmong(['ana'])).toEqual(new Set());
  });
});
