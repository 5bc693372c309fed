import type { composeContent } from './compose';

/**
 * The content as the pages read it, by the names components use: the facts with one language's
 * words, as `composeContent` puts them together. Their shapes are described once, in `schema.ts`.
 */
export type SiteContent = ReturnType<typeof composeContent>;

export type { IconName, LegalPage, Link, PageMeta, SectionIntro } from './schema';

type Item<List extends readonly unknown[]> = List[number];

export type Owner = SiteContent['owner'];
export type NavItem = Item<SiteContent['nav']>;
export type SiteChrome = SiteContent['chrome'];
export type LanguageOffer = SiteChrome['languageOffer'];
export type LegalFacts = SiteContent['legal'];
export type HeroContent = SiteContent['hero'];
export type AboutContent = SiteContent['about'];
export type ExperienceContent = SiteContent['experience'];
export type Role = Item<ExperienceContent['roles']>;
export type SpeakingContent = SiteContent['speaking'];
export type Topic = Item<SpeakingContent['topics']>;
export type SchedulingContent = SpeakingContent['scheduling'];
export type ArtContent = SiteContent['art'];
export type Artwork = Item<ArtContent['artworks']>;
export type ImageRef = Artwork['image'];
export type Exhibition = ArtContent['exhibition'];
export type UpcomingProject = Item<ArtContent['upcoming']>;
export type VenturesContent = SiteContent['ventures'];
export type Venture = Item<VenturesContent['ventures']>;
export type ContactContent = SiteContent['contact'];
export type ContactLink = Item<ContactContent['links']>;
export type ContactFormContent = ContactContent['form'];
export type EmailProviderConfig = SiteContent['emailProvider'];
export type FooterContent = SiteContent['footer'];
