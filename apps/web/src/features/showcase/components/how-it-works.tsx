import { useTranslation } from 'react-i18next';
import { LandingSection } from '../../../components/landing-section';
import classes from './showcase.module.css';

const STEPS = ['find', 'reserve', 'buy'] as const;

/** How buying works, in three steps. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.steps.title')}>
      <ol className={classes.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <p className={classes.stepTitle}>{t(`landing.steps.${step}.title`)}</p>
            <p className={classes.stepText}>{t(`landing.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
