import { useTranslation } from 'react-i18next';
import type { KycFormData } from '../../../lib/contracts/kyc';
import { Card } from '../ui/DetailParts';
import { answerSections, type AnswerItem } from './kyc-format';

function Items({ items }: { items: AnswerItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.path} className="flex min-w-0 flex-col" data-answer={item.path}>
          <dt className="text-sm text-gray-600">{item.label}</dt>
          <dd className="font-medium break-words text-gray-900">
            {Array.isArray(item.value)
              ? item.value.map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))
              : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The submitted questionnaire, one card per step of the form, full values (this view only; decision 0019). */
export function KycAnswers({ answers }: { answers: KycFormData }) {
  const { t, i18n } = useTranslation();
  const sections = answerSections(answers, t, i18n.language);
  return (
    <div className="flex flex-col gap-6" data-kyc-answers>
      {sections.map((section) => (
        <Card key={section.step} title={section.title} id={`kyc-step-${section.step}`}>
          <Items items={section.items} />
          {section.groups?.map((group) => (
            <section
              key={group.title}
              className="flex flex-col gap-3 border-t border-gray-200 pt-3"
              aria-label={group.title}
            >
              <h3 className="font-semibold text-gray-900">{group.title}</h3>
              <Items items={group.items} />
            </section>
          ))}
        </Card>
      ))}
    </div>
  );
}
