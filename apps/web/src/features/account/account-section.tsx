// The account page's cards are the app's section card (components/section-card.tsx), under the name its parts use.
export { SectionCard as AccountSection, type SectionCardProps as AccountSectionProps } from '../../components/section-card.tsx';
