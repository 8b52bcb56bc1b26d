// Names the fixture's one used message.
export const greeting = 'greeting';
