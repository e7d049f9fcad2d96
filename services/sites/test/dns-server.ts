import dns2 from 'dns2'

export interface DnsRecords {
  txt?: string[]
  a?: string[]
}

/** A real DNS server on a free UDP port answering TXT and A questions from `zone`. */
export async function startDnsServer(zone: Map<string, DnsRecords>) {
  const { Packet } = dns2
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request)
    for (const question of request.questions) {
      const records = zone.get(question.name.toLowerCase())
      const answer = (record: { type: number; data?: string; address?: string }) =>
        Packet.createResourceFromQuestion(question, { class: Packet.CLASS.IN, ttl: 1, ...record })
      if (question.type === Packet.TYPE.TXT) {
        for (const data of records?.txt ?? []) {
          response.answers.push(answer({ type: Packet.TYPE.TXT, data }))
        }
      }
      if (question.type === Packet.TYPE.A) {
        for (const address of records?.a ?? []) {
          response.answers.push(answer({ type: Packet.TYPE.A, address }))
        }
      }
    }
    send(response)
  })
  await server.listen(0, '127.0.0.1')
  return {
    address: `127.0.0.1:${server.address().port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
