import { useQuery } from '@tanstack/react-query';
import type { components } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type ProjectFigures = Schemas['ProjectAnalyticsDto'];
export type ProjectActivity = Schemas['ProjectActivityDto'];
export type StatusGroup = Schemas['ProjectGroupCountDto']['group'];
export type SocialFigures = Schemas['SocialAnalyticsDto'];
export type SocialPlatform = Schemas['PlatformPostsDto']['platform'];
export type BillingFigures = Schemas['BillingAnalyticsDto'];

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
const ANALYTICS = '/api/user/analytics';

export function useProjectFigures() {
  return useQuery<ProjectFigures>({ queryKey: [`${ANALYTICS}/projects`] });
}

export function useSocialFigures() {
  return useQuery<SocialFigures>({ queryKey: [`${ANALYTICS}/social`] });
}

export function useBillingFigures() {
  return useQuery<BillingFigures>({ queryKey: [`${ANALYTICS}/billing`] });
}
