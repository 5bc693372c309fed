import { addons, mockChannel } from 'storybook/preview-api';

// Outside Storybook's preview a story test has no channel, and every caller of `getChannel()` gets
// a fresh stand-in: what an addon listens for never reaches it. One shared channel, installed
// before any addon's preview code runs, carries the story's events to them as in Storybook.
if (!addons.hasChannel()) addons.setChannel(mockChannel());
