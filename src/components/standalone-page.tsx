import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page landmark for screens outside the app shell (sign-in, fatal errors, unknown URLs). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Container component="main" id="main-content" size={460} py={80}>
      {children}
    </Container>
  );
}
