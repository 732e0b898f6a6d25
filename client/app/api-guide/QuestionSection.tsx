import type { ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';
import { curlExample, javascriptExample, pythonExample } from './examples';
import type { AnalystQuestion } from './questions';

/** What the loader worked out for each request of a question at the time of the page: its variables and its GraphiQL link. */
export interface PreparedRequest {
  /** The variables as JSON, moments written out; null when it has none. */
  variables: string | null;
  graphiqlLink: string;
}

/** A sentence with `code` in backticks, as the questions write their answers. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

/** One analyst question: its request(s), a link to try each in GraphiQL, and the same as curl, Python and JavaScript. */
export function QuestionSection({
  question,
  number,
  endpoint,
  requests,
}: {
  question: AnalystQuestion;
  number: number;
  endpoint: string;
  requests: PreparedRequest[];
}) {
  const two = question.operations.length > 1;
  const examples = [
    { key: 'curl', name: 'curl', code: curlExample(question, endpoint) },
    { key: 'python', name: 'Python (requests and pandas)', code: pythonExample(question, endpoint) },
    { key: 'javascript', name: 'JavaScript (fetch)', code: javascriptExample(question, endpoint) },
  ];
  return (
    <section className="api-question" id={question.id} aria-labelledby={`${question.id}-title`}>
      <h3 id={`${question.id}-title`}>
        <span className="api-question-number">{number}.</span> {question.question}
      </h3>
      <p>{withCode(question.answer)}</p>
      {question.operations.map((operation, i) => {
        const request = requests[i];
        const id = `${question.id}-${i + 1}`;
        return (
          <div key={id} className="api-request">
            <CodeBlock id={id} caption={two ? `GraphQL, request ${i + 1} of 2` : 'GraphQL'} code={operation.query} />
            {request?.variables && <CodeBlock id={`${id}-variables`} caption={two ? `Variables of request ${i + 1}` : 'Variables'} code={request.variables} />}
            {request && (
              <p>
                <a href={request.graphiqlLink}>{two ? `Open request ${i + 1} in GraphiQL` : 'Open in GraphiQL'}</a>
              </p>
            )}
          </div>
        );
      })}
      {examples.map((example) => (
        <details key={example.key} className="api-example">
          <summary>{example.name}</summary>
          <CodeBlock
            id={`${question.id}-${example.key}`}
            caption={
              <>
                {example.name}
                <span className="visually-hidden">: {question.question}</span>
              </>
            }
            code={example.code}
          />
        </details>
      ))}
    </section>
  );
}
