import { RequestValidationError } from '../../shared/http/validation';
import { logoImageOf } from '../../shared/svg/logo-image-url';
import { logoSvgProblem } from '../../shared/svg/logo-svg-policy';

interface WithLogos {
  stepData?: { logoCreation?: { generatedLogos?: ReadonlyArray<{ imageUrl: string }> } };
}

/**
 * Every SVG logo in a saved body must pass the logo rules (shared/svg/logo-svg-policy.ts): a
 * hostile one is refused with 400 naming its field, before anything is stored (issue 17).
 */
export function assertSafeLogos(body: WithLogos): void {
  const details: Record<string, string> = {};
  body.stepData?.logoCreation?.generatedLogos?.forEach((logo, i) => {
    const image = logoImageOf(logo.imageUrl);
    const problem =
      image.kind === 'unreadable'
        ? 'its SVG data cannot be read'
        : image.kind === 'svg'
          ? logoSvgProblem(image.svg)
          : undefined;
    if (problem)
      details[`stepData.logoCreation.generatedLogos.${i}.imageUrl`] =
        `This logo cannot be saved: ${problem}.`;
  });
  if (Object.keys(details).length > 0) throw new RequestValidationError(details);
}
