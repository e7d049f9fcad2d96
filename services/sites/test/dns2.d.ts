// The parts of dns2 2.x (no types of its own) that the local DNS server of the tests uses.
declare module 'dns2' {
  interface Question {
    name: string
    type: number
    class: number
  }
  interface Answer {
    name: string
    type: number
    class: number
    ttl: number
    data?: string
    address?: string
  }
  interface DnsPacket {
    questions: Question[]
    answers: Answer[]
  }
  interface UdpServer {
    listen(port: number, address: string): Promise<void>
    address(): { port: number }
    close(callback?: () => void): void
  }
  const dns2: {
    createUDPServer(
      handle: (request: DnsPacket, send: (response: DnsPacket) => void) => void,
    ): UdpServer
    Packet: {
      TYPE: { A: number; TXT: number; AAAA: number }
      CLASS: { IN: number }
      createResponseFromRequest(request: DnsPacket): DnsPacket
    }
  }
  export default dns2
}
