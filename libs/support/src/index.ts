/**
 * @console/support: the help desk's arithmetic (02 §2 Support tickets). Pure, no I/O: working hours
 * in a zone's time zone, service-level clocks counted in them, the auto-assignation's choice of
 * agent, and case numbers. The support module loads what these need and stores what they answer.
 */
export { END_OF_DAY, TIME_OF_DAY, addWorkingMinutes, hoursProblem, isWorkingAt, workingMinutesBetween } from './hours';
export type { WorkingHours } from './hours';
export { AT_RISK_SHARE, atRiskMoment, clockMoments, dueMoments, minutesLeft, pauseClock, readClock, resumeClock, stateAt } from './service-level';
export type { ClockReading, ClockState, ServiceTargets } from './service-level';
export { agentWorking, pickAgent, ruleMatches } from './assignment';
export type { AgentLoad, Assignment, AssignmentRule, TicketToAssign, UnassignedReason } from './assignment';
export { caseDayPrefix, caseNumber } from './case-number';
export { extraProblems, fillPlaceholders, parseTemplateFields } from './template-fields';
export type { ExtraProblem, TemplateField, TemplateFieldKind } from './template-fields';
