// The correction shapes come from the shared schemas; the screens name them once here.
export type { Preset, PresetLine, PresetEditResponse as OpenedPreset, WaitingPreset } from '@jobline/shared';
