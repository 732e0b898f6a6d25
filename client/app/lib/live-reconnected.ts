/** Dispatched on window when the live connection is back after it dropped (events meanwhile are lost). */
export const LIVE_RECONNECTED = 'daypedia:live-reconnected';
