// Request and response schemas of Features Management, shared by the server routes and the web panel.
import { z } from 'zod/mini';
import { FEATURE_KEYS, type FeatureKey } from '../features';
import { Msg } from '../messages';
import { id, wireChoice } from './common';

/** A switch's status on the wire: 1 on, 0 off. */
export const FeatureStatus = { OFF: 0, ON: 1 } as const;
export type FeatureStatus = (typeof FeatureStatus)[keyof typeof FeatureStatus];

const featureKey = z.enum(FEATURE_KEYS as [FeatureKey, ...FeatureKey[]], {
  error: Msg.features.unknownFeature,
});

/** One switch as GET admin/allFeatures answers it (spec: id, feature, status), with its name and description. */
export const featureSwitch = z.object({
  id: z.number(),
  feature: featureKey,
  status: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  description: z.nullable(z.string()),
  /** When it was last switched, and by whom (null before anyone did, or when the server's setting did). */
  updated_at: z.string(),
  updated_by: z.nullable(z.object({ id: z.number(), name: z.string() })),
});
export type FeatureSwitch = z.infer<typeof featureSwitch>;

export const allFeaturesResponse = z.object({ features: z.array(featureSwitch) });
export type AllFeaturesResponse = z.infer<typeof allFeaturesResponse>;

/** POST admin/changeFeatureStatus: the switches to set (the panel sends the changed ones). */
export const changeFeatureStatusRequest = z
  .object({
    features: z
      .array(
        z.object({
          id: id(Msg.features.unknownFeature),
          feature: featureKey,
          status: wireChoice([FeatureStatus.OFF, FeatureStatus.ON], Msg.features.statusInvalid),
        }),
        { error: Msg.features.listRequired },
      )
      .check(
        z.minLength(1, { error: Msg.features.listRequired }),
        z.maxLength(FEATURE_KEYS.length, { error: Msg.features.duplicate }),
      ),
  })
  .check(
    z.refine((v) => new Set(v.features.map((f) => f.feature)).size === v.features.length, {
      path: ['features'],
      error: Msg.features.duplicate,
    }),
  );
export type ChangeFeatureStatusRequest = z.input<typeof changeFeatureStatusRequest>;

/** GET features/login: what the login page offers before anyone is logged in. */
export const loginFeaturesResponse = z.object({ work_from_home: z.boolean() });
export type LoginFeaturesResponse = z.infer<typeof loginFeaturesResponse>;

/** Which features are on (GET auth/me's `features`, and the features.changed event's data). */
export const featureStates = z.object(
  Object.fromEntries(FEATURE_KEYS.map((key) => [key, z.boolean()])) as Record<FeatureKey, z.ZodMiniBoolean>,
);
