import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translate";

export const emailColors = { primary: "#501C19", secondary: "#24440D", cream: "#fbf8f2", muted: "#5f5650" };

/** The frame every GardenSwap e-mail shares; `footer` carries e.g. the unsubscribe link; `locale`: the recipient's language (issue 38). */
export function EmailLayout({ preview, heading, children, footer, locale = "en" }: { preview: string; heading: string; children: ReactNode; footer?: ReactNode; locale?: Locale }) {
  return (
    <Html lang={locale} dir={dirOf(locale)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ background: emailColors.cream, fontFamily: "'Koh Santepheap', Georgia, serif", color: "#1f1a17", margin: 0, padding: "24px 0" }}>
        <Container style={{ background: "#ffffff", borderRadius: 16, padding: 32, maxWidth: 520 }}>
          <Text style={{ color: emailColors.primary, fontSize: 20, fontWeight: 900, margin: 0 }}>GardenSwap</Text>
          <Heading as="h1" style={{ color: emailColors.primary, fontSize: 24, margin: "20px 0 12px" }}>
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e6ded3", margin: "28px 0 16px" }} />
          <Text style={{ color: emailColors.muted, fontSize: 12, margin: 0 }}>
            {translator(locale, "email")("tagline")}
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  background: emailColors.primary,
  color: "#ffffff",
  borderRadius: 999,
  padding: "12px 24px",
  fontWeight: 700,
  textDecoration: "none",
  display: "inline-block",
} as const;
