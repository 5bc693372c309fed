import { Fragment } from 'react';
import { AppLink } from '../components/links/AppLink';

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain content text in which e-mail addresses become mailto links. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(emailPattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <AppLink key={index} href={`mailto:${part}`}>
            {part}
          </AppLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
