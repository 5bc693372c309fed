import { anchors } from '../../content/anchors';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DirectEmailNote, findEmailLink } from './DirectEmailNote';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactContent } from '../../content/types';
import { IconBadge } from '../../components/IconBadge';
import { AppLink } from '../../components/links/AppLink';
import { Section } from '../../components/section/Section';
import { SectionHeader } from '../../components/section/SectionHeader';
import { whenScriptsOff, whenScriptsRun } from '../../theme/scripting';
import { StaticPart } from '../../components/StaticPart';
import { Column, Columns } from '../../components/Columns';

interface ContactProps {
  /** The section's copy: heading, intro and the direct links (email, social profiles). */
  contact: ContactContent;
  /**
   * The message form (its own feature); the links stand on their own without it.
   * @default none
   */
  form?: ReactNode;
}

/** The section's two columns: the direct links, then the form (or the note in its place). */
export const contactLayout = {
  spacing: { xs: 6, md: 8 },
  links: { xs: 12, md: 5 },
  form: { xs: 12, md: 7 },
} as const;

/** Ways to reach the owner: direct links, and the message form beside them. */
export function Contact({ contact, form }: ContactProps) {
  return (
    <Section id={anchors.contact} labelledBy="contact-title">
      <StaticPart>
        <SectionHeader id="contact-title" intro={contact} />
      </StaticPart>
      <Columns spacing={contactLayout.spacing}>
        <Column span={form ? contactLayout.links : 12}>
          <StaticPart>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {contact.links.map((link) => (
                <Stack
                  component="li"
                  key={link.href}
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center' }}
                >
                  <IconBadge name={link.icon} />
                  <div>
                    <Typography variant="subtitle2" color="text.secondary" component="p">
                      {link.label}
                    </Typography>
                    <AppLink href={link.href} external={link.external} sx={{ overflowWrap: 'anywhere' }}>
                      {link.detail}
                    </AppLink>
                  </div>
                </Stack>
              ))}
            </Stack>
          </StaticPart>
        </Column>
        {form && (
          <Column span={contactLayout.form}>
            {/* Without JavaScript the form cannot send: CSS hides it and shows this note instead. */}
            <DirectEmailNote
              text={contact.form.noScript}
              email={findEmailLink(contact.links)}
              hide={{ [whenScriptsRun]: { display: 'none' } }}
            />
            <Box sx={{ [whenScriptsOff]: { display: 'none' } }}>{form}</Box>
          </Column>
        )}
      </Columns>
    </Section>
  );
}
