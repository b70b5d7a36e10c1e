import { ugcDurations, ugcFormatLabels, ugcFormats, ugcToneLabels, ugcTones } from '@ma/domain';

export const toneOptions = ugcTones.map((tone) => ({ value: tone, label: ugcToneLabels[tone] }));
export const formatOptions = ugcFormats.map((format) => ({ value: format, label: ugcFormatLabels[format] }));
export const durationOptions = ugcDurations.map((duration) => ({ value: String(duration), label: `${duration} s` }));
