import type {
  AllFeaturesResponse,
  ChangeFeatureStatusRequest,
  FeatureSwitch,
  LoginFeaturesResponse,
} from '@jobline/shared';
import { api } from '../../../api/client';

/** GET admin/allFeatures: every switch (super admin). */
export const fetchFeatures = () => api<AllFeaturesResponse>('admin/allFeatures');

/** POST admin/changeFeatureStatus: the switches to set; answers every switch as it now is. */
export const postFeatureChanges = (body: ChangeFeatureStatusRequest) =>
  api<{ message: string; features: FeatureSwitch[] }>('admin/changeFeatureStatus', { method: 'POST', body });

/** GET features/login: what the login page offers before anyone is logged in. */
export const fetchLoginFeatures = () => api<LoginFeaturesResponse>('features/login');
