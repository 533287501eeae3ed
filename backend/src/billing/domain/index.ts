/** The billing domain's public surface, for the NestJS wiring, projections and other contexts. */
export * from './errors';
export * from './plans';
export * from './plans-response';
export * from './byok-pricing';
export * from './usage-period';
export * from './usage';
export * from './subscription';
export * from './subscription-status';
