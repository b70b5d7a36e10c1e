/** The status badge's look, shared with the brand's list of applicants. */
export { applicationStatusView } from '../../../components/application-status-badge.tsx';

/** The deliverables offered, skipping zeros: '2 posts · 1 story · 3 vídeos' (one rule, in @ma/domain). */
export { deliverablesSummary } from '@ma/domain';
